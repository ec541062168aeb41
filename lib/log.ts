// Structured server log lines (one JSON object per line). Callers pass only fields that are safe to
// keep: never a credential, a request header or an upstream body.

export type LogLevel = 'info' | 'warn' | 'error';
export type LogFields = Record<string, string | number | boolean | undefined>;
export type LogSink = (level: LogLevel, event: string, fields: LogFields) => void;

export const logEvent: LogSink = (level, event, fields) => {
  const line = JSON.stringify({ level, event, time: new Date().toISOString(), ...fields });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.info(line);
};
