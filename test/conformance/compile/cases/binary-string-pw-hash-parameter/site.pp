# stdlib's pw_hash returns Ruby's String#crypt result, an ASCII-8BIT string: Puppet's rich-data
# catalog writes it as a Binary wherever it is a value, and as text where it is a title or key.
$h = pw_hash('secret', 'SHA-512', 'salt')
$md5 = pw_hash('secret', 'MD5', 'abc')
notify { 'direct': message => $h }
notify { 'md5': message => $md5 }
notify { 'array': message => [$h, 'plain', $md5] }
notify { 'hash-value': message => { 'a' => $h, 'b' => [$h] } }
notify { 'sensitive': message => Sensitive($h) }
notify { 'sensitive-nested': message => [Sensitive($h)] }
notify { 'string-of': message => String($h) }
notify { $h: }
file { '/tmp/receipt': content => $h }
