notify { 'a': message => 'old' }
notify { 'b': message => 'keep' }
Notify <| title == 'a' |> { message => 'new' }
