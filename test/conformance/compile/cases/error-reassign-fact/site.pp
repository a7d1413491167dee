$os = 'Debian'
case $os {
  'RedHat', 'CentOS': { $p = 'httpd' }
  /^(Debian|Ubuntu)$/: { $p = "apache2-${1}" }
  default: { $p = 'unknown' }
}
notify { 'p': message => $p }
