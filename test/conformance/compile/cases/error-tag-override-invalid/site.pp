notify { 'a': }
notify { 'b': }
Notify['a'] { tag => 'ok' }
Notify <| title == 'b' |> { tag => ['ok', 'bad tag!'] }
