# SemVer and SemVerRange values: rich data, ordering, ranges with =~, in, case and selectors.
$v = SemVer('1.4.2-rc.1+build.7')
$range = SemVerRange('>=1.0.0 <2.0.0')
notify { 'version': message => $v }
notify { 'range': message => $range }
notify { 'text': message => "${v} in ${range}" }
notify { 'checks':
  message => [SemVer('1.4.2') =~ $range, '2.0.0' =~ $range, SemVer('1.10.0') > SemVer('1.9.9'), SemVer('1.0.0') in SemVerRange('1.x'), $v =~ SemVer['>=1.4.2-rc.0 <1.5.0']],
}
$choice = SemVer('1.5.0') ? { SemVerRange('~1.4') => 'old', SemVerRange('^1.5') => 'current', default => 'other' }
case SemVer('3.1.0') {
  SemVerRange('<3.0.0'): { $major = 'two' }
  SemVerRange('>=3.0.0'): { $major = 'three' }
  default: { $major = 'unknown' }
}
notify { 'choice': message => [$choice, $major] }
notify { 'types': message => [SemVer['>=1.0.0'], SemVerRange, type(SemVer('2.0.0'))] }
