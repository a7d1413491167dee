notify { "a": message => String(Timespan("1-02:03:04")) }
notify { "b": message => String(Timespan({hours => 36}) + Timespan(60)) }
notify { "c": message => Timespan("00:00:10") < Timespan(11) }
