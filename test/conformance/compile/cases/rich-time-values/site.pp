# Timestamp and Timespan values in a catalog: rich data, their text, types with ranges, strftime.
$start = Timestamp('2020-01-02T03:04:05.123Z')
$span = Timestamp('2020-01-03T00:00:00Z') - $start
notify { 'timestamp': message => $start }
notify { 'timespan': message => $span }
notify { 'text': message => "${start} after ${span}" }
notify { 'formatted':
  message => [$start.strftime('%Y-%m-%d %H:%M:%S.%L %z'), $span.strftime('%H:%M:%S'), strftime($start + 3600, '%A %d %B %Y', '+02:00')],
}
notify { 'types': message => [Timestamp['2020-01-01', '2021-01-01'], Timespan[0, 60], type($start)] }
notify { 'compare': message => [$start < Timestamp('2021-01-01'), $span > 3600, $start =~ Timestamp['2020-01-01', '2020-12-31']] }
notify { 'keys': message => { $start => 'start', 'span' => $span } }
