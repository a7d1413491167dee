notify { 'a': tag => ['x'] }
Notify <| title == 'a' |> { tag +> ['y'] }
