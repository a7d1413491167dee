define d1 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $title }
}
define d2 (
  $level = 'level-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => "${name}: ${level}", tag => 'gamma', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => 'fixed' }
  d1 { "${name}-in": }
}
class c1 {
  d2 { 'c1-d2-n1': level => 'v2' }
  File <| ensure == 'running' and tag == 'web' |> { require +> Notify['c1-d2-n1-d22'] }
  d1 { 'c1-d1-n1': }
  @notify {
    default: before => [Notify['c1-d2-n1-d22']];
    'c1-n1': notify => Notify['c1-d2-n1-in-d11'], loglevel => 'warning';
  }
}

