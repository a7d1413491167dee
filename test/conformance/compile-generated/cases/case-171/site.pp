define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => "${name}: ${extra}" }
}
user { 'user1': ensure => 'present', loglevel => 'info' }
d1 { ['d1-n1', 'd1-n2']: extra => 'v2' }
User['user1'] { tag +> 'alpha' }
[Notify['d1-n2-d11'], Notify['d1-n1-d11']] <- File <| ensure == 'running' and message == 42 |> <- File <| message == 42 |>
User['user1'] -> Notify <| tag == 'beta' |> <- Notify <|  |>
@@package {
  default: before => User['user1'];
  'pkg1': require => Notify['d1-n1-d11'], subscribe => [Notify['d1-n2-d11']];
}
Notify['d1-n2-d11'] <- Notify['d1-n2-d11']
@@service { 'svc1': notify => User['user1'], * => {  } }
User { notify => User['user1'] }
