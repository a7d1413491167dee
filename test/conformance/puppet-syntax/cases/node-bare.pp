node web1 { }
