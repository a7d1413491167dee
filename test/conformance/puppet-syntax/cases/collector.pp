User <| title == 'bob' |>
