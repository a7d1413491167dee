$v = SemVer('1.2.3-rc.1+build')
$r = SemVerRange('>=1.2.0 <2.0.0')
notify { 'semver': message => [
  $v, $r, SemVer('1.2.3') > SemVer('1.2.3-rc.1'), SemVer('1.10.0') > SemVer('1.9.0'), $v =~ $r, SemVer('1.5.0') =~ $r,
  SemVer('2.0.0') in $r, String($v), "${r}",
  SemVer(1, 2, 3), SemVer('1.2.3') == SemVer('1.2.3'), SemVerRange('~1.2'), SemVerRange('1.x'), SemVerRange('^1.2.3'),
  compare(SemVer('1.0.0'), SemVer('2.0.0')), [SemVer('1.0.10'), SemVer('1.0.2')].sort, max(SemVer('1.0.0'), SemVer('0.9.0')),
] }
$t = Timestamp('2020-01-02T03:04:05.123Z')
$d = Timespan('1-02:03:04')
notify { 'time': message => [
  $t, $d, $t + 60, $t - 3600.5, $t + $d, $t - Timestamp('2020-01-01T00:00:00Z'), $d + $d, $d * 2, $d / 2, $d - 30,
  $t.strftime('%Y-%m-%d %H:%M:%S.%L %z'), $d.strftime('%D days %H:%M:%S'), String($t), "${d}",
  Timespan(90), Timespan(1.5), Timespan({ hours => 2, minutes => 3 }), Timespan('01:02', '%H:%M'),
  Timestamp('2020-01-02', '%Y-%m-%d'), $t < Timestamp('2021-01-01T00:00:00Z'), Integer($t), Float($d),
  $t.strftime('%A %B %j %U %e %-m %k %I %p %s'), Timespan('00:00:01.5').strftime('%S.%L %N'),
] }
$def = Deferred('join', [['a', 'b'], ','])
notify { 'deferred': message => $def }
notify { 'deferred2': message => [Deferred('sprintf', ['%s', 'x']), 'lit'] }
file { '/d': content => Deferred('inline_epp', ['<%= 1 %>']) }
