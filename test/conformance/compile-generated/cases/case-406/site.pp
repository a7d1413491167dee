define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $title, tag => 'db' }
  notify { "${title}-d11": message => "${name}: ${level}", tag => 'web' }
}
class c1 {
  File { ensure => 'present', owner => 'www-data' }
}
realize(Notify['ghost'])
