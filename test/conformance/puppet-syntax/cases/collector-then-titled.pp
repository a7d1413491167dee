Exec <| |> {'t': a => 1}
