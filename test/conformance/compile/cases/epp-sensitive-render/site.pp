$secret = Sensitive('s3cret')
file { '/etc/plain.conf':
  content => epp('app/conf.epp', { 'user' => 'u', 'password' => 'p' }),
}
file { '/etc/secret.conf':
  content => epp('app/conf.epp', { 'user' => 'u', 'password' => $secret }),
}
file { '/etc/token.conf':
  content => epp('app/conf.epp', { 'user' => 'u', 'password' => 'p', 'token' => Sensitive(42) }),
}
$inline = inline_epp('<%= $a %>-<%= $b %>', { 'a' => Sensitive([1, 2]), 'b' => 'x' })
notify { 'inline':
  message => "${$inline =~ Sensitive[String]} ${inline.unwrap}",
}
$nested = inline_epp('[<%= [$secret] %>]', {})
notify { 'nested':
  message => "${$nested =~ Sensitive} ${nested}",
}
