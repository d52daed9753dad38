// Any address under /service-area/; the data hook looks it up among the cities and answers 404 for the rest.
export default '/service-area/*'
