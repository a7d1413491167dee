stage { 'pre': before => Stage['main'] }
Notify <| message == 'world' or ensure == 'running' |> { message => true }
notify { 'n1': loglevel => 'warning', message => 'world' }
notify { 'n2': message => true, * => {  } }
[Notify['n1']] <~ Notify['n2']
tag 'alpha'
Service <| title == 'n1' |> <- Notify['n2']
notify { ['n3', 'n4', 'n5']: withpath => false }
notify { 'n6': loglevel => 'info', require => [Notify['n4'], Notify['n1']] }
