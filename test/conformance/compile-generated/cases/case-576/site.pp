define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $level, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $level }
}
file { '/tmp/f1': tag => ['alpha', 'alpha'], ensure => 'file', owner => 'www-data' }
d1 { 'd1-n1': level => 7 }
File['/tmp/f1'] { require +> File['/tmp/f1'] }
