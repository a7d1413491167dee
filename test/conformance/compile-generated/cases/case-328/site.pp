define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $title }
  notify { "${title}-d11": message => "${name}: ${level}" }
  File { noop => true }
}
notify { ['n1', 'n2', 'n3']: message => "${facts[hostname]} says hi" }
Notify['n1'] <~ Service <|  |> -> File <| title == 'n2' |>
$v6 = { 'k' => 'v' }
realize(File['/nowhere'])
