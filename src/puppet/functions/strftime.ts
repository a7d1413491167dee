// strftime(time, format [, timezone]): a Timestamp written with Ruby's Time#strftime (at the
// timezone's offset when given, else UTC), a Timespan with Puppet's Timespan format (%D %H %M %S
// %L %N); the deprecated strftime(format [, timezone]) formats the compilation's now with a
// deprecation warning, as Puppet does with its clock.
import { STRING, TimespanType, TimestampType, PTimespan, PTimestamp, displayOffset, formatTimespan, strftimeTimestamp, timespanFormat, type Value } from '../values/index.js';
import type { FunctionContext } from './context.js';
import { defineFunction } from './function.js';

/** Timestamp#format(format, timezone): at the zone's offset when one is given, else in UTC. */
function formatTimestamp(ts: PTimestamp, format: string, timezone: Value | undefined): string {
  if (typeof timezone !== 'string' || timezone === '') return strftimeTimestamp(ts, format);
  return strftimeTimestamp(ts, format, displayOffset(timezone), false);
}

function legacy(ctx: FunctionContext, format: string, timezone: Value | undefined): string {
  ctx.log('warning', 'The argument signature (String format, [String timezone]) is deprecated for #strftime. See #strftime documentation and Timespan type for more info');
  return formatTimestamp(ctx.now(), format, timezone);
}

export default defineFunction(
  'strftime',
  { params: [new TimespanType(), STRING], names: ['time_object', 'format'], call: (_ctx, [t, f]) => formatTimespan(t as PTimespan, timespanFormat(f as string)) },
  { params: [new TimestampType(), STRING, STRING], required: 2, names: ['time_object', 'format', 'timezone'], call: (_ctx, [t, f, tz]) => formatTimestamp(t as PTimestamp, f as string, tz) },
  { params: [STRING, STRING], required: 1, names: ['format', 'timezone'], call: (ctx, [f, tz]) => legacy(ctx, f as string, tz) },
);
