case 1 { 1, : { } }
