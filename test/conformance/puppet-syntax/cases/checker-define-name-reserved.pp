define default {}
