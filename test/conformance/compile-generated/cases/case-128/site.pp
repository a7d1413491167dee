define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $title, tag => 'beta' }
  notify { "${title}-d11": message => "${name}: ${level}" }
}
class c1 (
  Optional[String] $p1 = 'o',
) {
  d1 { ['c1-d1-n1', 'c1-d1-n2']: }
  file { '/tmp/c1-f1': owner => 'root' }
  d1 { 'c1-d1-n3': level => 7 }
  notify { 'c1-n1': noop => false, before => Notify['c1-d1-n3-d11'] }
}
Package <| tag != 'db' |> { require => Notify['ghost'] }
file { '/tmp/f1': owner => 'www-data' }
notify { ['n1', 'n2']: tag => 'db', subscribe => File['/tmp/f1'] }
@package { 'pkg1': before => File['/tmp/f1'], subscribe => Notify['n1'] }
notify {
  default: loglevel => 'warning';
  'n3': notify => File['/tmp/f1'], loglevel => 'warning';
  'n4': message => "${trusted[certname]} says hi";
}
realize([Package['pkg1']])
Package <| title == 'n3' |>
