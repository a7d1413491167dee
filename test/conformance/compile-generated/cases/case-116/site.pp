define d1 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => "${name}: ${level}" }
  notify { "${title}-d11": message => $title }
}
tag 'alpha'
tag 'db'
Notify <| (tag != 'alpha' and title == 'n1') and title == 'n1' |>
