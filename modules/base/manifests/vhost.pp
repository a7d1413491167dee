# A small defined type: one web root and its index page (a define instance in the catalog).
define base::vhost (
  String $docroot,
  Integer $port = 80,
) {
  file { $docroot:
    ensure => directory,
  }

  file { "${docroot}/index.html":
    ensure  => file,
    content => "${title}:${port}\n",
  }
}
