notify { 'object': message => Object }
notify { 'span': message => Timespan[1, 2.5] }
notify { 'spans': message => [Timespan[0.1], Timespan[Timespan(2.5)], Timestamp[1.5]] }
