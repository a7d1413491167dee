# compare() orders versions, Timestamps and Timespans (these also against numbers, either side).
$t = Timestamp('2020-01-02T03:04:05Z')
$d = Timespan(60)
notify { 'a': message => [
  compare(SemVer('1.0.0'), SemVer('2.0.0')), compare(SemVer('1.0.0-rc.1'), SemVer('1.0.0')), compare(SemVer('1.10.0'), SemVer('1.9.0')),
  compare($t, $t + 1), compare($t, 0), compare(0, $t), compare($t, $t),
  compare($d, 60), compare(61, $d), compare($d, Timespan(59)), compare(60.0, $d), compare($d, 59.5),
] }
