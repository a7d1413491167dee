User <| (group == 'a' or group == 'b') and title != 'c' |>
