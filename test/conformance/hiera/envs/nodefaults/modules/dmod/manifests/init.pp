class dmod {}
