export const OFDRU_E2E: {
  name: string;
  title: string;
  login: string;
  password: string;
  inn: string;
  rnm: string;
  shortName: string;
};
