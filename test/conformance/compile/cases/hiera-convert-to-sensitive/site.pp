class app (
  Variant[String, Sensitive[String]] $password,
  Sensitive[Array[String]] $tokens,
) {
  file { '/etc/app.conf':
    content => $password,
  }
  notify { 'kind':
    message => "${$password =~ Sensitive} ${tokens.unwrap.length}",
  }
}
include app
$db = lookup('db_password')
file { '/etc/db.conf':
  content => $db,
}
notify { 'db-kind':
  message => "${$db =~ Sensitive[String]} ${db.unwrap.length}",
}
$aliased = lookup('aliased')
notify { 'aliased':
  message => "${$aliased =~ Sensitive} ${lookup('interpolated')}",
}
