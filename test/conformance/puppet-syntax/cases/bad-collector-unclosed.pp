User <| title == 'x'
