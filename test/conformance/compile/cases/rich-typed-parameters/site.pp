# Class and define parameters typed with Timestamp, Timespan and SemVer ranges.
class versioned (
  SemVer[SemVerRange('>=2.0.0 <3.0.0')] $version,
  Timespan[0, 86400] $interval,
  Timestamp $since = Timestamp('2019-06-01T00:00:00Z'),
) {
  notify { 'versioned': message => [$version, $interval, $since] }
}
class { 'versioned': version => SemVer('2.3.4'), interval => Timespan('01:00:00') }
