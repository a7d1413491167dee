# filter keeps what its lambda returns a Ruby-true value for (all but undef and false), so a lambda
# returning the element keeps every element that is not undef or false (apache's vhost header).
$values = ['a', '', 0, undef, false, true, [], {}]
notify { 'array': message => String($values.filter |$v| { $v }) }
notify { 'hash': message => String({ 'a' => 1, 'b' => false, 'c' => undef, 'd' => 'x' }.filter |$k, $v| { $v }) }
notify { 'listen': message => [['*:80']].flatten().filter |$value| { $value }.join(' ') }
