notify { "a": message => Timestamp("2020-02-29T13:05:09.123Z").strftime("%Y-%m-%dT%H:%M:%S.%L %z %A %j %%") }
notify { "b": message => String(Timestamp("2020-01-01T00:00:00Z") + 86400) }
notify { "c": message => Timespan(3661).strftime("%H:%M:%S") }
