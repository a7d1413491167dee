notify { 'a': message => 'm1' }
notify { 'b': message => 'm2' }
@notify { 'c': message => 'm1' }
Notify <| (message == 'm1' or title == 'b') and title != 'a' |> { withpath => true }
