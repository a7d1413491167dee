class c1 {
  File <|  |> { noop => true }
  Service <|  |>
  tag 'db'
}
exec { ['run1', 'run2']: command => 'touch /tmp/x', tag => 'db' }
Notify <|  |> ~> Exec['run2']
notify { 'n1': subscribe => Exec['run2'] }
Notify { before => Exec['run1'], tag => 'alpha' }
service { ['svc1', 'svc2']: notify => [Exec['run1'], Notify['n1']] }
