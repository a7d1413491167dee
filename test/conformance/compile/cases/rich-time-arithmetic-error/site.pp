# Two Timestamps cannot be added.
$t = Timestamp('2020-01-01T00:00:00Z')
notify { 'sum': message => $t + $t }
