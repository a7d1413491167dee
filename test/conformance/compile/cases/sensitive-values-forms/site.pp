$s = Sensitive('secret')
$h = { 'pw' => Sensitive('p1'), 'user' => 'u' }
notify { 'a': message => $s }
notify { 'b': message => "pw=${s}" }
notify { 'c': message => [$s, 'x'] }
notify { 'd': message => $h }
notify { 'e': message => $s.unwrap }
notify { 'f': message => $s =~ Sensitive[String] }
notify { 'g': message => String($s) }
notify { 'h': message => Sensitive(Sensitive('nested')) }
notify { 'i': message => $s.unwrap |$x| { "${x}!" } }
notify { 'j': message => [Sensitive(1) =~ Sensitive[Integer], Sensitive('a') == Sensitive('a')] }
file { '/tmp/s': content => Sensitive('file content'), mode => '0600' }
notify { 'k': message => inline_epp('<%= $x %>', { 'x' => $s }) }
