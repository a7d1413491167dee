# Integer, Float and Numeric take a Timestamp or Timespan as its seconds (Integer floors them).
$t = Timestamp('1969-12-31T23:59:58.5Z')
$d = Timespan(-1.5)
notify { 'a': message => [
  Integer($t), Float($t), Numeric($t), Integer($d), Float($d), Numeric($d), Integer(Timespan(2.7)),
  Integer($d, 10, true), Numeric({ from => $d, abs => true }), Float({ from => Timestamp('2020-01-01T00:00:00.25Z') }),
] }
