// Which quick ranges a picker offers, apart from how they are computed (lib/dates/presets.ts), so a
// page can name its list without taking the computing code into its first load.

export type PresetId =
  | 'today'
  | 'yesterday'
  | 'last7Days'
  | 'thisWeek'
  | 'lastWeek'
  | 'thisMonth'
  | 'lastMonth'
  | 'last30Days'
  | 'wholeWindow';

/** The documents browser's quick ranges. */
export const presetIds: readonly PresetId[] = [
  'today',
  'yesterday',
  'last7Days',
  'lastWeek',
  'thisMonth',
  'lastMonth',
  'wholeWindow',
];

/** The overview's quick ranges: what an owner compares week by week and month by month. */
export const overviewPresetIds: readonly PresetId[] = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'last7Days',
  'thisMonth',
  'lastMonth',
  'last30Days',
];
