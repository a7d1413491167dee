define erbcase() {
  $address = '$remote_addr'
  $ranges = false
  $default = 'ZZ'
  $delete = '127.0.0.0/16'
  $proxies = '192.168.0.1'
  $proxy_recursive = true
  $networks = {'10.0.0.0/8' => 'INTRA', '192.168.100.0/24' => 'LAB', '1.2.3.4' => 'ONE', '172.16.0.0/12' => 'DMZ', '10.0.0.5-10.0.0.9' => 'RANGE'}
  notify { 'erb': message => template('nginx/conf.d/geo.erb') }
}
erbcase { 'geo_country': }
