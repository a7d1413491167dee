define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'beta' }
}
file {
  default: tag => 'alpha';
  '/tmp/f1': tag => ['gamma', 'beta'], mode => '0644';
  '/tmp/f2': tag => ['beta', 'beta'];
}
Notify <|  |>
notify { 'n1': notify => File['/tmp/f1'] }
Notify['n1'] <- File['/tmp/f2'] -> File['/tmp/f2']
d1 { 'd1-n1': msg => 'v2' }
notify { 'n2': message => "${trusted[certname]} says hi" }
$v8 = 'val'
