class m::params {
  case $facts['os']['family'] {
    'RedHat', 'Fedora': { $pkg = 'httpd' $svc = 'httpd' }
    /^(Deb|Ub)/: { $pkg = "apache2-${1}" $svc = 'apache2' }
    default: { fail('unsupported') }
  }
  $conf = { 'a' => 1, 'b' => [2, 3] }
}
