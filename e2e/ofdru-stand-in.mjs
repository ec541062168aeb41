// The OFD.ru stand-in of the browser tests (e2e/ofdru-operator.mjs, its world e2e/ofdru-world.mjs),
// served by the fault proxy beside the Taxcom one: the second dashboard has it configured as a third
// connection (`ofdru1`, playwright.config.ts).

export const OFDRU_E2E = {
  name: 'ofdru1',
  title: 'ОФД.ру',
  login: 'e2e-owner@ofdru.example',
  password: 'e2e-ofdru-password-3e9a',
  inn: '7725713770',
  rnm: '0004211301052313',
  shortName: 'ИНН 7725713770',
};
