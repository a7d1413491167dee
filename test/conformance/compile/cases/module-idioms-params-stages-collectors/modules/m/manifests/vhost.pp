define m::vhost (Integer $port = 8080, String $docroot = "/var/www/${name}") {
  file { "/etc/m/${title}.conf": content => "${port} ${docroot} ${module_name} ${caller_module_name}", notify => Class['m::service'] }
}
