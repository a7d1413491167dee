@notify { 'v1': tag => 'web' }
@notify { 'v2': tag => 'db' }
Notify <| tag == 'web' |>
