// An organization named with its INN, the INN said once: an operator whose lists name no
// organization (OFD.ru) gives us the INN as its name (lib/ofd/ofdru/registers.ts), and "ИНН
// 7725713770 · ИНН 7725713770" says nothing twice.

export function nameAndInn(shortName: string, inn: string, innOf: (inn: string) => string): string {
  return shortName.includes(inn) ? shortName : `${shortName} · ${innOf(inn)}`;
}
