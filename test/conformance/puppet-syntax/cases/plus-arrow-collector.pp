File <| |> { tag +> 'x' }
