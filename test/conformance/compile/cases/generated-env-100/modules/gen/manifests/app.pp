define gen::app (
  Integer       $port,
  String        $owner,
  Array[String] $tags = [],
) {
  $mode = lookup('gen::app::mode', String, 'first', '0644')
  package { "pkg-${title}":
    ensure => $gen::params::pkg_ver,
  }
  -> file { "${gen::params::root}/${title}.conf":
    owner   => $owner,
    mode    => $mode,
    content => "port=${port}\ntags=${tags.join(',')}\n",
  }
  ~> notify { "reload-${title}":
    message => "${title} listening on ${port}",
  }
}
