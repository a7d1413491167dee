class base($pkg = 'basepkg') {
  File { mode => '0644', owner => 'root' }
  Exec { path => '/bin' }
  file { '/base': ensure => file }
  base::thing { 'one': }
}
